// Looks for anything of the host: /etc/passwd, and test data up the folder tree or at known places.
// Prints the right answer only when it found nothing, so AC means the box held.
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

class Main {
    public static void main(String[] args) throws IOException {
        String[] ab = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split("\\s+");
        int leaks = 0;
        String[] known_places = {"/etc/passwd", "/etc/shadow", "/work", "/root", "/home", "/proc/1/environ", "/sys/fs/cgroup"};
        for (String known : known_places)
            if (Files.exists(Path.of(known), LinkOption.NOFOLLOW_LINKS)) {
                System.out.println("LEAK " + known);
                ++leaks;
            }
        String path = ".";
        for (int up = 0; up < 30; ++up, path += "/..") {  // walk up from the working folder
            String[] names = new File(path).list();
            if (names == null) break;
            for (String name : names)
                if (name.equals("testcases") || name.equals("suite.yaml") || name.contains(".ans")) {
                    System.out.println("LEAK " + path + "/" + name);
                    ++leaks;
                }
        }
        if (leaks == 0) System.out.println(Long.parseLong(ab[0]) + Long.parseLong(ab[1]));
    }
}
