// echoes, wrong answer: doubles in float, whose 24-bit mantissa rounds 2000000001 (pass 2 of the largest case)
// to 2000000000; exact for every other number here.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class FloatDouble {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        float k = Float.parseFloat(in.readLine().trim());
        System.out.println((long) (2 * k));
        System.out.flush();
    }
}
