// An exception out of main: the JVM prints its stack trace and exits with 1, RE.
class Main {
    public static void main(String[] args) {
        throw new IllegalStateException("thrown on purpose");
    }
}
