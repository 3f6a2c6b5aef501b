// Writes files in /tmp and the working folder, then answers: AC, and nothing may be left on the host.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;

class Main {
    public static void main(String[] args) throws IOException {
        String[] ab = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split("\\s+");
        for (String marker : new String[] {"/tmp/gavel-hostile-marker", "gavel-hostile-marker"}) {
            try {
                Files.writeString(Path.of(marker), "left behind\n");
            } catch (IOException refused) {
            }
        }
        try {
            Files.writeString(Path.of("/box/gavel-hostile-marker"), "");  // the program's own folder is read-only
            System.out.println("WROTE /box");
        } catch (IOException refused) {
            System.out.println(Long.parseLong(ab[0]) + Long.parseLong(ab[1]));
        }
    }
}
