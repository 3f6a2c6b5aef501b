// guess, run-time error: expects the reply to be a number and parses it with Integer.parseInt, which throws
// NumberFormatException on "<", ">" or "=": uncaught, it ends the program (exit status 1) after the first reply.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class NumberReply {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int low = 1, high = 1000;
        while (true) {
            int middle = (low + high) / 2;
            System.out.println("? " + middle);
            System.out.flush();
            int difference = Integer.parseInt(in.readLine().trim());
            if (difference == 0) {
                System.out.println("! " + middle);
                System.out.flush();
                return;
            }
            if (difference < 0) high = middle - 1;
            else low = middle + 1;
        }
    }
}
