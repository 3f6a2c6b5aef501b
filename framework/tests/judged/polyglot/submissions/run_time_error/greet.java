// greeting, run-time error: reads the letter past the name's end, an uncaught StringIndexOutOfBoundsException.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String name = in.readLine().trim();
        char after = name.charAt(name.length());
        System.out.print("Hello, " + name + "!" + after + "\n");
    }
}
