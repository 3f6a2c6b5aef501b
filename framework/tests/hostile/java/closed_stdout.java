// Closes standard output before answering, and exits 0: the answer never arrives, WA.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

class Main {
    public static void main(String[] args) throws IOException {
        String[] ab = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split("\\s+");
        System.out.close();  // closes descriptor 1 itself; the PrintStream swallows the failed write below
        System.out.println(Long.parseLong(ab[0]) + Long.parseLong(ab[1]));
    }
}
