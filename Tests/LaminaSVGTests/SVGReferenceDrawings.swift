/// Drawings rendered both by Lamina and by the reference rasteriser (rsvg-convert).
enum SVGReferenceDrawings {
    struct Drawing: Sendable, CustomStringConvertible {
        var name: String
        var svg: String
        var description: String { name }
    }

    static let all: [Drawing] = [
        Drawing(name: "shapes", svg: """
            <svg xmlns="http://www.w3.org/2000/svg" width="160" height="120">
              <rect x="10" y="10" width="50" height="40" fill="#e33"/>
              <rect x="70" y="10" width="60" height="40" rx="12" ry="8" fill="rgb(40, 120, 220)"/>
              <circle cx="35" cy="85" r="25" fill="gold" stroke="black" stroke-width="3"/>
              <ellipse cx="105" cy="85" rx="40" ry="20" fill="hsl(120, 60%, 40%)" fill-opacity="0.7"/>
              <polygon points="140,60 155,110 125,110" fill="purple"/>
              <line x1="5" y1="115" x2="155" y2="115" stroke="#333" stroke-width="4"/>
              <polyline points="140,10 150,40 130,40" fill="none" stroke="navy" stroke-width="3"/>
            </svg>
            """),
        Drawing(name: "transforms", svg: """
            <svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
              <g transform="translate(80 80)">
                <rect id="spin" x="-30" y="-10" width="60" height="20" fill="teal" transform="rotate(30)"/>
                <g transform="scale(1.5 0.75)" opacity="0.8">
                  <circle cx="0" cy="-70" r="15" fill="orange"/>
                </g>
              </g>
              <rect x="10" y="110" width="40" height="30" fill="crimson" transform="skewX(20)"/>
              <rect x="100" y="20" width="30" height="30" fill="slateblue" transform="skewY(15)"/>
              <path d="M10 10 h30 v30 z" fill="darkgreen" transform="matrix(1 0.2 -0.2 1 0 0)"/>
              <rect x="110" y="110" width="30" height="30" fill="#f80" transform="rotate(45 125 125)"/>
            </svg>
            """),
        Drawing(name: "strokes", svg: """
            <svg xmlns="http://www.w3.org/2000/svg" width="160" height="120">
              <g fill="none" stroke="#225" stroke-width="8">
                <path d="M15 20 H70" stroke-linecap="butt"/>
                <path d="M15 40 H70" stroke-linecap="round"/>
                <path d="M15 60 H70" stroke-linecap="square"/>
                <path d="M90 50 L110 15 L130 50" stroke-linejoin="miter"/>
                <path d="M90 100 L110 65 L130 100" stroke-linejoin="round" stroke="rgba(200, 0, 0, 0.6)"/>
                <path d="M15 90 H140" stroke-dasharray="12 6" stroke-width="4" style="stroke: darkorange"/>
                <path d="M15 110 H140" stroke-dasharray="4" stroke-dashoffset="2" stroke-width="3"/>
              </g>
            </svg>
            """),
        Drawing(name: "gradients", svg: """
            <svg xmlns="http://www.w3.org/2000/svg" width="160" height="120">
              <defs>
                <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" stop-color="#0af"/><stop offset="1" stop-color="#fff"/>
                </linearGradient>
                <linearGradient id="bar" gradientUnits="userSpaceOnUse" x1="10" y1="0" x2="150" y2="0">
                  <stop offset="0" stop-color="red"/><stop offset="0.5" stop-color="yellow"/><stop offset="1" stop-color="green"/>
                </linearGradient>
                <radialGradient id="sun">
                  <stop offset="0" stop-color="white"/><stop offset="1" stop-color="orange"/>
                </radialGradient>
              </defs>
              <rect x="0" y="0" width="160" height="70" fill="url(#sky)"/>
              <circle cx="120" cy="35" r="25" fill="url(#sun)"/>
              <rect x="10" y="80" width="140" height="30" fill="url(#bar)" stroke="black" stroke-width="2"/>
            </svg>
            """),
        Drawing(name: "viewbox", svg: """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="-10 -10 20 20"
                 preserveAspectRatio="xMinYMid meet">
              <circle r="8" fill="none" stroke="steelblue" stroke-width="2"/>
              <path d="M-5 -5 L5 5 M5 -5 L-5 5" stroke="tomato" stroke-width="1.5" style="display: inline"/>
              <rect x="-9" y="-9" width="4" height="4" fill="black" visibility="hidden"/>
              <rect x="5" y="5" width="4" height="4" fill="black" display="none"/>
            </svg>
            """),
    ]
}

extension SVGReferenceDrawings {
    /// Nested groups, `a`, `use`, a nested `svg` viewport, inherited styles and visibility. No group
    /// opacity over overlapping children, so flattening draws it the same way.
    static let groups = Drawing(name: "groups", svg: """
        <svg xmlns="http://www.w3.org/2000/svg" width="160" height="120">
          <g id="body" transform="translate(80 60)" fill="steelblue" stroke="#123" stroke-width="2">
            <rect id="torso" x="-15" y="-30" width="30" height="50"/>
            <g id="arm" transform="rotate(-35 15 -25)">
              <rect x="15" y="-28" width="40" height="8" rx="4" fill="salmon"/>
              <a href="https://example.com"><circle cx="58" cy="-24" r="6" style="fill: gold"/></a>
            </g>
            <g visibility="hidden"><rect x="-60" y="-50" width="20" height="20"/></g>
            <g opacity="0.5"><circle cx="-45" cy="30" r="12" fill="green" stroke="none"/></g>
          </g>
          <defs><circle id="pip" r="5" stroke="black"/></defs>
          <use href="#pip" x="130" y="100" fill="red"/>
          <use href="#pip" x="145" y="100" fill="blue" transform="scale(1 1.05)"/>
          <svg x="5" y="5" width="40" height="40" viewBox="0 0 10 10">
            <polygon points="0,10 5,0 10,10" fill="orchid" stroke="none"/>
          </svg>
        </svg>
        """)
}

extension SVGReferenceDrawings {
    /// Gradients across non-square boxes and with gradientTransform (translate, scale, rotate).
    static let transformedGradients = Drawing(name: "transformed-gradients", svg: """
        <svg xmlns="http://www.w3.org/2000/svg" width="160" height="120">
          <defs>
            <linearGradient id="diagonal" x2="1" y2="1">
              <stop offset="0" stop-color="navy"/><stop offset="1" stop-color="aqua"/>
            </linearGradient>
            <linearGradient id="turned" gradientUnits="userSpaceOnUse" x1="85" y1="80" x2="155" y2="80"
                            gradientTransform="rotate(90 120 80)">
              <stop offset="0" stop-color="black"/><stop offset="1" stop-color="yellow"/>
            </linearGradient>
            <radialGradient id="moved" gradientTransform="translate(0.25 0) scale(0.5 1)">
              <stop offset="0" stop-color="white"/><stop offset="1" stop-color="purple"/>
            </radialGradient>
          </defs>
          <rect x="5" y="5" width="150" height="30" fill="url(#diagonal)"/>
          <rect x="5" y="45" width="70" height="70" fill="url(#moved)"/>
          <rect x="85" y="45" width="70" height="70" fill="url(#turned)"/>
          <rect x="85" y="45" width="30" height="30" fill="url(#diagonal)" transform="skewX(10)"/>
        </svg>
        """)
}
