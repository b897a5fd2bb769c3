// acausal: the command-line tool (apps/cli.cpp holds its logic).
#include "apps/cli.hpp"

int main(int argc, char** argv) {
  return acausal::cli::main(argc, argv);
}
