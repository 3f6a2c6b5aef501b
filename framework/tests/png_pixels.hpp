// A PNG screenshot's pixels, for the tests that look at what a browser drew: zlib inflates the image data, and the
// five PNG row filters are undone here. Only what Chromium writes is read (8-bit RGB or RGBA, not interlaced);
// anything else is an error, so a test fails rather than looks at garbage.
#pragma once

#include <zlib.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace gavel_test {

struct Pixels {
    std::uint32_t width = 0, height = 0;
    std::vector<std::array<std::uint8_t, 3>> rgb;  // row by row
};

inline std::uint32_t big_endian(const std::string& bytes, std::size_t at) {
    return (std::uint32_t(std::uint8_t(bytes[at])) << 24) | (std::uint32_t(std::uint8_t(bytes[at + 1])) << 16) |
           (std::uint32_t(std::uint8_t(bytes[at + 2])) << 8) | std::uint32_t(std::uint8_t(bytes[at + 3]));
}

/// The pixels of the PNG file's bytes; throws std::runtime_error for what is not such a PNG.
inline Pixels decode_png(const std::string& png) {
    if (png.size() < 8 || png.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) throw std::runtime_error("not a PNG file");
    Pixels image;
    std::size_t channels = 0;
    std::string compressed;
    for (std::size_t at = 8; at + 12 <= png.size();) {
        const std::uint32_t length = big_endian(png, at);
        const std::string type = png.substr(at + 4, 4);
        if (at + 12 + length > png.size()) throw std::runtime_error("a PNG chunk runs past the file's end");
        const std::string data = png.substr(at + 8, length);
        if (type == "IHDR") {
            image.width = big_endian(data, 0);
            image.height = big_endian(data, 4);
            const int depth = std::uint8_t(data[8]), colour = std::uint8_t(data[9]), interlace = std::uint8_t(data[12]);
            if (depth != 8 || (colour != 2 && colour != 6) || interlace != 0)
                throw std::runtime_error("a PNG other than 8-bit RGB or RGBA, not interlaced");
            channels = colour == 2 ? 3 : 4;
        } else if (type == "IDAT") {
            compressed += data;
        }
        at += 12 + length;
    }
    if (channels == 0) throw std::runtime_error("a PNG without its header");
    const std::size_t stride = image.width * channels;
    std::vector<std::uint8_t> raw((stride + 1) * image.height);
    uLongf size = raw.size();
    if (::uncompress(raw.data(), &size, reinterpret_cast<const Bytef*>(compressed.data()), compressed.size()) != Z_OK ||
        size != raw.size())
        throw std::runtime_error("the PNG's image data does not inflate to its size");
    // Undo each row's filter in place: each byte is predicted from the one `channels` to the left (a), above (b)
    // and above-left (c), all already undone.
    std::vector<std::uint8_t> previous(stride, 0);
    image.rgb.reserve(std::size_t(image.width) * image.height);
    for (std::uint32_t y = 0; y < image.height; ++y) {
        std::uint8_t* row = raw.data() + y * (stride + 1);
        const int filter = row[0];
        std::uint8_t* line = row + 1;
        for (std::size_t x = 0; x < stride; ++x) {
            const int a = x >= channels ? line[x - channels] : 0, b = previous[x], c = x >= channels ? previous[x - channels] : 0;
            int predicted = 0;
            switch (filter) {
                case 0: break;
                case 1: predicted = a; break;
                case 2: predicted = b; break;
                case 3: predicted = (a + b) / 2; break;
                case 4: {
                    const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
                    break;
                }
                default: throw std::runtime_error("an unknown PNG row filter");
            }
            line[x] = std::uint8_t(line[x] + predicted);
        }
        for (std::uint32_t x = 0; x < image.width; ++x)
            image.rgb.push_back({line[x * channels], line[x * channels + 1], line[x * channels + 2]});
        previous.assign(line, line + stride);
    }
    return image;
}

/// How many pixels have the colour "#rrggbb" exactly.
inline std::size_t pixels_of(const Pixels& image, const std::string& colour) {
    const auto channel = [&](std::size_t at) { return std::uint8_t(std::stoi(colour.substr(at, 2), nullptr, 16)); };
    const std::array<std::uint8_t, 3> wanted{channel(1), channel(3), channel(5)};
    std::size_t count = 0;
    for (const auto& pixel : image.rgb) count += pixel == wanted;
    return count;
}

}  // namespace gavel_test
