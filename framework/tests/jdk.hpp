// The Java tests need a JDK where the languages table looks for it (/usr/bin/javac; `make java` installs one).
// Without it each of them says so and passes having checked nothing, as Catch2 2.x has no skip.
#pragma once

#include <catch2/catch.hpp>

#include <unistd.h>

namespace gavel_test {

inline bool jdk_installed() {
    if (::access("/usr/bin/javac", X_OK) == 0) return true;
    WARN("skipped: no JDK (expected javac at /usr/bin/javac; make java installs one)");
    return false;
}

}  // namespace gavel_test
