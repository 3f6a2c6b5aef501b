// greeting, accepted: a folder submission of two classes; this one builds the greeting.
class Greeter {
    static String greet(String name) {
        return "Hello, " + name + "!";
    }
}
