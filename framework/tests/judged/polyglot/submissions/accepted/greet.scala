// greeting, accepted: reads the name and greets it.
object Main {
  def main(args: Array[String]): Unit = {
    val name = scala.io.StdIn.readLine().trim
    print("Hello, " + name + "!\n")
  }
}
