import Foundation

/// Small images the decoder, SVG and Lottie tests share.
public enum TestImages {
    /// An 8x8 JPEG (quality 95, no chroma subsampling) in four 4x4 quadrants: red, blue above;
    /// green, white below. Written with Pillow. Base64 on one line (for data URLs and JSON).
    public static let quadrantsJPEGBase64 = wrappedQuadrantsJPEG.filter { !$0.isWhitespace }

    private static let wrappedQuadrantsJPEG = """
        /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/
        2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIAAgDAREAAhEBAxEB/8QAHwAA
        AQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRol
        JicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW
        19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdh
        cRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJma
        oqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwBvwW/4N3/+G+v7S/4y/wD+ET/4RPyf+af/
        AG/7V9q3/wDT/Ds2/Z/9rO/tjk+gz9Jj/iHH+sH/AAle39v9U/5f8nLyfWf+nM735/K1ut9FxL9MH/idH2X/AAif2V/ZXN/zE/Wva/Wrf9Q+H5OT6v8A3+bn+zy+
        9//Z
        """

    /// ``quadrantsJPEGBase64`` decoded.
    public static let quadrantsJPEG = Data(base64Encoded: quadrantsJPEGBase64)!
}
