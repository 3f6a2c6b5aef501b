// guess, wrong answer: reads "<" as "the number is larger" and ">" as "smaller", so its search runs away from
// the number and, when its range runs out, it answers the last number it asked about. Right only when the
// first question hits (the number 500); never more than 10 questions, every answer in 1..1000.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class SwappedReplies {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int low = 1, high = 1000, last = 0;
        while (low <= high) {
            last = (low + high) / 2;
            System.out.println("? " + last);
            System.out.flush();
            String reply = in.readLine();
            if (reply == null || reply.trim().equals("=")) break;
            if (reply.trim().equals("<")) low = last + 1;
            else high = last - 1;
        }
        System.out.println("! " + last);
        System.out.flush();
    }
}
