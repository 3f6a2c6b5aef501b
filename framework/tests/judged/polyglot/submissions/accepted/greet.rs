// greeting, accepted: reads the name and greets it.
use std::io::BufRead;

fn main() {
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).expect("no input");
    let name = line.trim();
    println!("Hello, {}!", name);
}
