// SHA-256 against the FIPS 180-4 examples, fed whole and in pieces.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>

#include "cli_runner.hpp"
#include "base/errors.hpp"
#include "run/sha256.hpp"

TEST_CASE("SHA-256 gives the published digests", "[sha256]") {
    CHECK(gavel::sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(gavel::sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // 56 bytes: the padding no longer fits in the message's last block.
    CHECK(gavel::sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    CHECK(gavel::sha256_hex(std::string(1'000'000, 'a')) ==
          "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("SHA-256 fed in pieces of any size gives the digest of the whole", "[sha256]") {
    std::string text;
    for (int i = 0; i < 300; ++i) text.push_back(static_cast<char>(i * 37 % 256));
    for (const std::size_t length : {0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 300}) {
        for (const std::size_t piece : {1, 7, 64, 100}) {
            gavel::Sha256 hash;
            const std::string_view whole(text.data(), length);
            for (std::size_t at = 0; at < length; at += piece) hash.update(whole.substr(at, piece));
            INFO("length " << length << ", pieces of " << piece);
            CHECK(hash.hex_digest() == gavel::sha256_hex(whole));
        }
    }
}

TEST_CASE("SHA-256 of a file is that of its bytes, and a missing file is an error", "[sha256]") {
    const auto file = gavel_test::scratch() / "sha256-input";
    std::ofstream(file, std::ios::binary) << std::string(100'000, 'a');
    CHECK(gavel::sha256_file_hex(file) == gavel::sha256_hex(std::string(100'000, 'a')));
    CHECK_THROWS_AS(gavel::sha256_file_hex(gavel_test::scratch() / "no-such-file"), gavel::InternalError);
}
