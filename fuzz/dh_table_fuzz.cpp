// libFuzzer harness (issue 14): any text read as a DH file either gives a
// chain whose forward kinematics is evaluated, or an acausal::Error; never a
// crash, a hang or another exception.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "core/errors.hpp"
#include "kinematics/dh_file.hpp"
#include "kinematics/dh_robot.hpp"
#include "kinematics/forward_kinematics.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  try {
    const auto table = acausal::kinematics::read_dh_table(in, "fuzz.dh");
    const auto chain = acausal::kinematics::make_chain(table);
    if (chain.dof() <= 64)
      (void)acausal::kinematics::forward_kinematics(chain, Eigen::VectorXd::Zero(chain.dof()));
  } catch (const acausal::Error&) {
    // A clear error is the expected answer to bad input.
  }
  return 0;
}
