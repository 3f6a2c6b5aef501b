// Starts a child that sleeps forever and ends without waiting for it; the child must be killed when the run
// ends. A JVM cannot fork itself or call setsid: an orphaned child process is what Java has.
// The child is /bin/sleep by way of a link named gvl-jdaemon (a process is named after the path it was started
// from), so the test finds it on the machine. Answers only once the child is alive.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;

class Main {
    public static void main(String[] args) throws IOException {
        String[] ab = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split("\\s+");
        Path named = Files.createSymbolicLink(Path.of("/tmp/gvl-jdaemon"), Path.of("/bin/sleep"));
        // It holds the run's standard error open, as daemon.c's grandchild does: the judge must not wait for it.
        Process child = new ProcessBuilder(named.toString(), "infinity")
                                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                                .redirectError(ProcessBuilder.Redirect.INHERIT)
                                .start();
        long sum = Long.parseLong(ab[0]) + Long.parseLong(ab[1]);
        System.out.println(child.isAlive() ? String.valueOf(sum) : "NO DAEMON");
    }
}
