// echoes, too slow: spins forever (on a volatile counter, so that the JIT keeps the loop) before answering an odd
// number, which every pass after the first gets (and pass 1 of the sample); right, and fast, on even numbers.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class SpinOdd {
    static volatile long spin;

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        long k = Long.parseLong(in.readLine().trim());
        while (k % 2 != 0) spin++;
        System.out.println(2 * k);
        System.out.flush();
    }
}
