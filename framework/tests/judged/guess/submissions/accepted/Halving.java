// guess, accepted: halves the range of possible numbers with every question (at most 10 for 1..1000),
// flushing each question.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Halving {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int low = 1, high = 1000;
        while (true) {
            int middle = (low + high) / 2;
            System.out.println("? " + middle);
            System.out.flush();
            String reply = in.readLine();
            if (reply == null) System.exit(1);
            reply = reply.trim();
            if (reply.equals("=")) {
                System.out.println("! " + middle);
                System.out.flush();
                return;
            }
            if (reply.equals("<")) high = middle - 1;
            else low = middle + 1;
        }
    }
}
