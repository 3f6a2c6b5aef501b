// greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
object Main {
  def main(args: Array[String]): Unit = {
    val name = scala.io.StdIn.readLine().trim
    var s: Long = name.length
    while (s != 0L) {
      s = s * 48271 % 2147483647
    }
    print("Hello, " + name + "! (" + s + ")\n")
  }
}
