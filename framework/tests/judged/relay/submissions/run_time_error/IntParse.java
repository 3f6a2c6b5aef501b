// relay, run-time error: parses the numbers with Integer.parseInt, which throws NumberFormatException (uncaught:
// exit status 1) for a number beyond 2^31 - 1, as on pass 3 of the largest case. Adds in long, so it is right
// wherever it does not crash.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class IntParse {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer numbers = new StringTokenizer(in.readLine());
        int a = Integer.parseInt(numbers.nextToken());
        int b = Integer.parseInt(numbers.nextToken());
        System.out.println((long) a + b);
    }
}
