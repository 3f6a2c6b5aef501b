// Prints the right answer, then exits with code 4: RE all the same. Not 3, as exit_3.c does: 3 is the languages
// table's out_of_memory_exit for Java (what -XX:+ExitOnOutOfMemoryError exits with), so a JVM that exits 3 is
// MLE by design.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

class Main {
    public static void main(String[] args) throws IOException {
        String[] ab = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split("\\s+");
        System.out.println(Long.parseLong(ab[0]) + Long.parseLong(ab[1]));
        System.out.flush();
        System.exit(4);
    }
}
