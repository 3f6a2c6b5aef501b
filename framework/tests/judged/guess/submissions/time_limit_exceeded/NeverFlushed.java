// guess, too slow: writes its questions through a PrintWriter that is never flushed (System.out itself would
// flush at each newline), then waits for the reply. The first question never reaches the validator, which waits
// for it in turn: a deadlock that only the judge's wall-clock limit ends.
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;

public class NeverFlushed {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        int low = 1, high = 1000;
        while (true) {
            int middle = (low + high) / 2;
            out.println("? " + middle);
            String reply = in.readLine();
            if (reply == null || reply.trim().equals("=")) {
                out.println("! " + middle);
                break;
            }
            if (reply.trim().equals("<")) high = middle - 1;
            else low = middle + 1;
        }
    }
}
