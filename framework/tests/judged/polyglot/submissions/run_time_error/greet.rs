// greeting, run-time error: reads the byte past the name's end, a panic (index out of bounds).
use std::io::BufRead;

fn main() {
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).expect("no input");
    let name = line.trim();
    let after = name.as_bytes()[name.len()];
    println!("Hello, {}!{}", name, after as char);
}
