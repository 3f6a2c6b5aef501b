// config/yaml_file: missing keys read as nothing, and what a reader did not foresee is still a located input error.
#include <catch2/catch.hpp>

#include "base/errors.hpp"
#include "config/yaml_file.hpp"
#include "package_builder.hpp"

using gavel::read_yaml;
using gavel::YamlFile;

TEST_CASE("optional() gives a missing key, or any key of a non-map, as a node that answers what it is", "[yaml]") {
    gavel_test::TemporaryFolder folder("yaml-optional");
    folder.write("map.yaml", "present: 1\n");
    folder.write("scalar.yaml", "just text\n");
    const YamlFile map(folder.path() / "map.yaml");
    // map["absent"] itself is yaml-cpp's invalid node: IsScalar() on it throws instead of answering false.
    const YAML::Node absent = YamlFile::optional(map.root(), "absent");
    CHECK_FALSE(absent.IsDefined());
    CHECK_FALSE(absent.IsScalar());
    CHECK(YamlFile::optional(map.root(), "present").Scalar() == "1");
    const YamlFile scalar(folder.path() / "scalar.yaml");
    CHECK_FALSE(YamlFile::optional(scalar.root(), "key").IsDefined());
    CHECK_THROWS_WITH(scalar.require(scalar.root(), "key"),
                      Catch::Contains("scalar.yaml:1:1") && Catch::Contains("expected a map with the key 'key'"));
    CHECK_THROWS_WITH(map.require(YamlFile::optional(map.root(), "absent"), "key"), Catch::Contains("found nothing"));
}

TEST_CASE("a yaml-cpp exception escaping a reader becomes an input error at its place in the file", "[yaml]") {
    gavel_test::TemporaryFolder folder("yaml-read");
    folder.write("count.yaml", "count:\n  nested: true\n");
    const auto read_count = [](const YamlFile& file) { return file.root()["count"].as<int>(); };
    CHECK_THROWS_AS(read_yaml(folder.path() / "count.yaml", read_count), gavel::InputError);
    CHECK_THROWS_WITH(read_yaml(folder.path() / "count.yaml", read_count),
                      Catch::Contains("count.yaml:2:3") && Catch::Contains("unexpected YAML here"));
    folder.write("count.yaml", "count: 7\n");
    CHECK(read_yaml(folder.path() / "count.yaml", read_count) == 7);
}
