// relay, too slow: spins forever (on a volatile counter, so that the JIT keeps the loop) when a >= 10^9, which
// only a later pass gives (pass 2 of the large cases); right, and fast, on every other pass.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class SpinLargeA {
    static volatile long spin;

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer numbers = new StringTokenizer(in.readLine());
        long a = Long.parseLong(numbers.nextToken());
        long b = Long.parseLong(numbers.nextToken());
        while (a >= 1_000_000_000L) spin++;
        System.out.println(a + b);
    }
}
