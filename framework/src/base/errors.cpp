#include "base/errors.hpp"

#include <cerrno>
#include <cstring>

namespace gavel {

void throw_system_error(const std::string& what) {
    throw InternalError(what + ": " + std::strerror(errno));
}

}  // namespace gavel
