fn main() { let v: Vec<u8> = Vec::new(); println!("{}", v[3]); }
