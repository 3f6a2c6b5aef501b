// greeting, run-time error: takes the name for a number, an uncaught NumberFormatException.
object Main {
  def main(args: Array[String]): Unit = {
    val name = scala.io.StdIn.readLine().trim
    val times = name.toInt
    print(("Hello, " + name + "!\n") * times)
  }
}
