#!/usr/bin/env python3
# relay, wrong answer: trusts the bound "below 10^9" of the first pass on every pass and reads only the first nine
# digits of each number, so it is wrong from the pass on which a number reaches 10^9 (pass 2 of the large cases).
a, b = (int(word[:9]) for word in input().split())
print(a + b)
