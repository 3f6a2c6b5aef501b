// oddsum, too slow: counts |a| down two at a time to find its parity (through a volatile field, so that the JIT
// keeps the loop); endless on numbers near 10^12. Right wherever it finishes.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

class Main {
    static volatile long left;

    static boolean odd(long a) {
        left = Math.abs(a);
        while (left >= 2) left = left - 2;
        return left == 1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer numbers = new StringTokenizer(in.readLine());
        long sum = 0;
        for (int i = 0; i < n; i++) {
            long a = Long.parseLong(numbers.nextToken());
            if (odd(a)) sum += a;
        }
        System.out.println(sum);
    }
}
