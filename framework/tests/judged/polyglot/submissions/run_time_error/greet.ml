(* greeting, run-time error: reads the letter past the name's end, an uncaught Invalid_argument. *)
let () =
  let name = String.trim (input_line stdin) in
  let after = name.[String.length name] in
  Printf.printf "Hello, %s!%c\n" name after
