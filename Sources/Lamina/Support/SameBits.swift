import Foundation

/// Whether the values at `a` and `b` have the same bits (the same case, numbers and references):
/// then they are the same value, without `==` walking them or either being copied. Different
/// bits can still be equal values (padding, a path rebuilt with the same points), so a caller
/// that must not miss an equal value asks `==` after this.
@inline(__always)
func sameBits<T>(_ a: UnsafePointer<T>, _ b: UnsafePointer<T>) -> Bool {
    memcmp(a, b, MemoryLayout<T>.size) == 0
}
