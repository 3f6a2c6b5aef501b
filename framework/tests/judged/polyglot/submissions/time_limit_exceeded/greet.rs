// greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
use std::io::BufRead;

fn main() {
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).expect("no input");
    let name = line.trim();
    let mut s = name.len() as u64;
    while s != 0 {
        s = s * 48271 % 2147483647;
    }
    println!("Hello, {}! ({})", name, s);
}
