// SDL2 for Swift. SDL_MAIN_HANDLED: Lamina's programs have their own main and call
// SDL_SetMainReady() before SDL_Init. Included as <SDL2/SDL.h> rather than through pkg-config:
// sdl2.pc's -D_REENTRANT is a flag SwiftPM refuses (with a warning), and SDL needs no define.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
