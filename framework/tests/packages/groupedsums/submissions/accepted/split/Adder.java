class Adder {
    static long sum(java.util.Scanner in) { long n = in.nextLong(), s = 0; while (n-- > 0) s += in.nextLong(); return s; }
}
