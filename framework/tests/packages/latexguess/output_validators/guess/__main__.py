# Interactive validator: input_file answer_file feedback_dir/. The secret number is in the input; the submission
# asks "? g" and hears "<", ">" or "=" until it hears "=", within 20 questions.
import sys
secret = int(open(sys.argv[1]).read().split()[0])
for _ in range(20):
    line = sys.stdin.readline().split()
    if len(line) != 2 or line[0] != "?" or not line[1].lstrip("-").isdigit():
        sys.exit(43)
    guess = int(line[1])
    print("=" if guess == secret else "<" if secret < guess else ">", flush=True)
    if guess == secret:
        sys.exit(42)
sys.exit(43)
