// greeting, wrong answer: leaves out the comma after Hello.
using System;

class Program {
    static void Main() {
        string name = Console.ReadLine().Trim();
        Console.Write("Hello " + name + "!\n");
    }
}
