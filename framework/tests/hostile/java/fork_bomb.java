// Starts processes without end while it spins. Must be contained, and nothing may be left afterwards.
// A JVM cannot fork itself: its children are /bin/sleep by way of a link named gvl-jforkbomb, so the test finds
// any that survive. Every failure (the box's process limit) is caught, and it keeps trying, as fork_bomb.c does.
import java.nio.file.Files;
import java.nio.file.Path;

class Main {
    public static void main(String[] args) throws Exception {
        Path named = Files.createSymbolicLink(Path.of("/tmp/gvl-jforkbomb"), Path.of("/bin/sleep"));
        ProcessBuilder builder = new ProcessBuilder(named.toString(), "infinity");
        builder.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        for (;;) {
            try {
                builder.start();
            } catch (Throwable refused) {
            }
        }
    }
}
