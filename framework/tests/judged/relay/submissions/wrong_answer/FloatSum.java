// relay, wrong answer: adds in float, whose 24-bit mantissa rounds numbers beyond 2^24: right on the small
// cases, wrong from the first pass of the large ones.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class FloatSum {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer numbers = new StringTokenizer(in.readLine());
        float a = Float.parseFloat(numbers.nextToken());
        float b = Float.parseFloat(numbers.nextToken());
        System.out.println((long) (a + b));
    }
}
