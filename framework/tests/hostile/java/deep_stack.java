// Recurses 100000 levels deep, far past the JVM's default 1 MiB thread stack: AC, as the table runs the JVM
// with -Xss64m so that contest programs' deep recursion is no StackOverflowError.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

class Main {
    static long depthSum(long depth, long a, long b, long c) {
        if (depth == 0) return a + b + c;
        return depthSum(depth - 1, b, c, a) + depth % 7 - depth % 7;
    }

    public static void main(String[] args) throws IOException {
        String[] ab = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split("\\s+");
        System.out.println(Long.parseLong(ab[0]) + Long.parseLong(ab[1]) + depthSum(100000, 0, 0, 0));
    }
}
