// The one-line message a loader throws for a broken fixture, for tests that check what it says.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "base/errors.hpp"

namespace gavel_test {

/// What `load()` threw as an InputError; fails the test (naming `what`) when it threw nothing.
template <class Load>
std::string input_error_of(Load&& load, const std::string& what) {
    try {
        load();
    } catch (const gavel::InputError& error) {
        return error.what();
    }
    FAIL("no error for " << what);
    return {};
}

}  // namespace gavel_test
