// echoes, accepted: doubles in long (later passes' numbers pass 2^31) and flushes the answer.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Doubler {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        long k = Long.parseLong(in.readLine().trim());
        System.out.println(2 * k);
        System.out.flush();
    }
}
