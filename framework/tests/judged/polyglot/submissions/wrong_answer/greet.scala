// greeting, wrong answer: leaves out the exclamation mark.
object Main {
  def main(args: Array[String]): Unit = {
    val name = scala.io.StdIn.readLine().trim
    print("Hello, " + name + "\n")
  }
}
