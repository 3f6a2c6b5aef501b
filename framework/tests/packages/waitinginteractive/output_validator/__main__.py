# Interactive validator: input_file answer_file feedback_dir/. Sends the two numbers, reads one line back.
import sys
input_file, answer_file, feedback = sys.argv[1], sys.argv[2], sys.argv[3]
print(open(input_file).read().strip(), flush=True)
reply = sys.stdin.readline().strip()
expected = open(answer_file).read().strip()
with open(feedback + "judgemessage.txt", "w") as message:
    message.write("expected %s, found %r\n" % (expected, reply))
sys.exit(42 if reply == expected else 43)
