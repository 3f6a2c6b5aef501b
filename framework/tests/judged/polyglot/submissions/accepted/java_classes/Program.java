// The class with main, which is not named Main: the entry point is the one class that declares a main method.
import java.util.Scanner;

public class Program {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.println(Greeter.greet(in.nextLine().trim()));
    }
}
