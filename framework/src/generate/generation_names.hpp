// The names generators.yaml gives test cases and folders: BAPCtools' name rule, its count: expansion
// ("<key>-<value>", zero-padded) and the numbering of a data: list ("<number>-<key>").
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "config/yaml_file.hpp"

namespace gavel::generate {

/// Whether `name` may name a test case or a folder: [a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}.
bool is_valid_data_name(std::string_view name);

/// The values a count: key gives, in order: 1..N for an integer N in 1..100; a list of 1 to 100 distinct integers
/// as given; lo..hi for a string "lo..=hi" (at most 100 values, negative allowed). InputError at `count` otherwise.
std::vector<std::int64_t> count_values(const YamlFile& file, const YAML::Node& count);

/// "-<value>" for each value, which a counted test case's name ends in. Consecutive values (a permutation of
/// lo..hi) are zero-padded to the width of the longest, the sign first as Python pads ("x--4", "x-00", "x-05");
/// others are not padded.
std::vector<std::string> count_suffixes(const std::vector<std::int64_t>& values);

/// The name of the `number`-th entry of a numbered data: list: the number zero-padded to as many digits as
/// `total` has, then "-<key>" unless the key is empty ("03-random", "3", "12").
std::string numbered_name(std::size_t number, std::size_t total, const std::string& key);

}  // namespace gavel::generate
