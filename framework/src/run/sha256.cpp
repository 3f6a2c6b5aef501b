#include "run/sha256.hpp"

#include <bit>
#include <fstream>

#include "base/errors.hpp"

namespace gavel {
namespace {

// The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4, 4.2.2).
constexpr std::array<std::uint32_t, 64> round_constants = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

// The first 32 bits of the fractional parts of the square roots of the first 8 primes (4.2.2 and 5.3.3).
constexpr std::array<std::uint32_t, 8> initial_state = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

std::uint32_t big_endian_word(const std::uint8_t* bytes) {
    return std::uint32_t{bytes[0]} << 24 | std::uint32_t{bytes[1]} << 16 | std::uint32_t{bytes[2]} << 8 | bytes[3];
}

}  // namespace

Sha256::Sha256() : state_(initial_state) {}

void Sha256::compress(const std::uint8_t* block) {
    std::array<std::uint32_t, 64> schedule;
    for (std::size_t t = 0; t < 16; ++t) schedule[t] = big_endian_word(block + 4 * t);
    for (std::size_t t = 16; t < 64; ++t) {
        const std::uint32_t w15 = schedule[t - 15], w2 = schedule[t - 2];
        const std::uint32_t sigma0 = std::rotr(w15, 7) ^ std::rotr(w15, 18) ^ (w15 >> 3);
        const std::uint32_t sigma1 = std::rotr(w2, 17) ^ std::rotr(w2, 19) ^ (w2 >> 10);
        schedule[t] = schedule[t - 16] + sigma0 + schedule[t - 7] + sigma1;
    }
    auto [a, b, c, d, e, f, g, h] = state_;
    for (std::size_t t = 0; t < 64; ++t) {
        const std::uint32_t big_sigma1 = std::rotr(e, 6) ^ std::rotr(e, 11) ^ std::rotr(e, 25);
        const std::uint32_t choose = (e & f) ^ (~e & g);
        const std::uint32_t temp1 = h + big_sigma1 + choose + round_constants[t] + schedule[t];
        const std::uint32_t big_sigma0 = std::rotr(a, 2) ^ std::rotr(a, 13) ^ std::rotr(a, 22);
        const std::uint32_t majority = (a & b) ^ (a & c) ^ (b & c);
        const std::uint32_t temp2 = big_sigma0 + majority;
        h = g;
        g = f;
        f = e;
        e = d + temp1;
        d = c;
        c = b;
        b = a;
        a = temp1 + temp2;
    }
    const std::array<std::uint32_t, 8> worked = {a, b, c, d, e, f, g, h};
    for (std::size_t i = 0; i < 8; ++i) state_[i] += worked[i];
}

void Sha256::update(std::string_view bytes) {
    if (finished_) throw InternalError("Sha256::update after hex_digest");
    total_bytes_ += bytes.size();
    const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
    std::size_t left = bytes.size();
    if (pending_size_ > 0) {
        const std::size_t taken = std::min(left, pending_.size() - pending_size_);
        std::copy(data, data + taken, pending_.begin() + static_cast<std::ptrdiff_t>(pending_size_));
        pending_size_ += taken;
        data += taken;
        left -= taken;
        if (pending_size_ < pending_.size()) return;
        compress(pending_.data());
        pending_size_ = 0;
    }
    for (; left >= 64; data += 64, left -= 64) compress(data);
    std::copy(data, data + left, pending_.begin());
    pending_size_ = left;
}

std::string Sha256::hex_digest() {
    if (finished_) throw InternalError("Sha256::hex_digest called twice");
    // Padding (5.1.1): a 1 bit, zeros up to 56 bytes into a block, the message length in bits, big-endian.
    const std::uint64_t bit_length = total_bytes_ * 8;
    std::string padding(1, '\x80');
    const std::size_t used = (total_bytes_ + 1) % 64;
    padding.append(used <= 56 ? 56 - used : 120 - used, '\0');
    for (int shift = 56; shift >= 0; shift -= 8) padding.push_back(static_cast<char>(bit_length >> shift & 0xff));
    update(padding);
    finished_ = true;

    constexpr const char* digits = "0123456789abcdef";
    std::string hex;
    for (const std::uint32_t word : state_)
        for (int shift = 28; shift >= 0; shift -= 4) hex.push_back(digits[word >> shift & 0xf]);
    return hex;
}

std::string sha256_hex(std::string_view bytes) {
    Sha256 hash;
    hash.update(bytes);
    return hash.hex_digest();
}

std::string sha256_file_hex(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw InternalError("cannot read " + file.string());
    Sha256 hash;
    std::array<char, 64 * 1024> buffer;
    while (in) {
        in.read(buffer.data(), buffer.size());
        hash.update(std::string_view(buffer.data(), static_cast<std::size_t>(in.gcount())));
    }
    if (in.bad()) throw InternalError("cannot read " + file.string());
    return hash.hex_digest();
}

}  // namespace gavel
