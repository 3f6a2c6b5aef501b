public class Main {
    public static void main(String[] args) { System.out.println(Adder.sum(new java.util.Scanner(System.in))); }
}
