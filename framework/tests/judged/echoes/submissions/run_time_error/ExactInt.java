// echoes, run-time error: keeps the double in an int with Math.toIntExact, which throws ArithmeticException
// (uncaught: exit status 1) once the double passes 2^31 - 1 (pass 2 of the largest case). Right wherever it does
// not crash.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class ExactInt {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        long k = Long.parseLong(in.readLine().trim());
        int doubled = Math.toIntExact(2 * k);
        System.out.println(doubled);
        System.out.flush();
    }
}
